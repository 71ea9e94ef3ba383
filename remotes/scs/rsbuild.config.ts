import { createRemoteConfig } from '@esee/build';
import { manifest } from './src/manifest';

export default createRemoteConfig(import.meta.url, manifest);
