import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_ROUTES_EXPOSE, type RemoteManifestSource } from '@esee/contracts';
import { mapModuleAliases, sharedConfig, trimmedSharedPlugin } from './shared';
import { assertRemoteManifest, pluginRemoteManifest } from './remoteManifest';

interface AppPackage {
  name: string;
  version: string;
  config?: { devPort?: number };
}

const readPackage = (appDir: string): AppPackage =>
  JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppPackage;

/** Where `npm run dev` runs the API server; the shell's dev server proxies the API to it. */
const API_DEV_TARGET = process.env.API_DEV_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * Only one strategy works for remotes discovered at run time: take what is
 * already loaded (the shell's copies) instead of fetching every remote at
 * start to compare versions, so one remote being down breaks nothing else.
 */
const SHARE_STRATEGY = 'loaded-first';

/** A dev server must not wipe the production build that `npm start` serves. */
const CLEAN_DIST = process.env.NODE_ENV === 'production';

/**
 * The comparison build of `npm run bench:remote`: `BUNDLE_REMOTE_MODULE` (a module naming one remote and
 * importing its routes) replaces the shell's `federation/bundledRemote`, and the build goes to
 * `BUNDLE_REMOTE_OUT`, never over the real one.
 */
function bundledRemoteOptions(): Pick<RsbuildConfig, 'tools'> & { distPath?: string } {
  const module = process.env.BUNDLE_REMOTE_MODULE;
  const out = process.env.BUNDLE_REMOTE_OUT;
  if (!module || !out) return {};
  return {
    distPath: out,
    tools: {
      rspack: (config, { rspack }) => {
        config.plugins.push(new rspack.NormalModuleReplacementPlugin(/[\\/]bundledRemote$/, module));
      },
    },
  };
}

/** The shell: provides the shared packages, knows no remote at build time. */
export function createHostConfig(configUrl: string, options: { title: string; devPort?: number }): RsbuildConfig {
  const appDir = path.dirname(fileURLToPath(configUrl));
  const { distPath, tools } = bundledRemoteOptions();
  return defineConfig({
    tools,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        shared: sharedConfig(appDir, 'host'),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [trimmedSharedPlugin(appDir, 'host')],
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
    ],
    resolve: { alias: mapModuleAliases() },
    html: {
      title: options.title,
      template: path.join(appDir, 'index.html'),
      favicon: path.join(appDir, 'public/favicon.svg'),
    },
    output: { assetPrefix: '/', distPath: { root: distPath ?? 'dist' }, cleanDistPath: CLEAN_DIST },
    server: {
      port: options.devPort ?? 3000,
      proxy: { '/framework': API_DEV_TARGET, '/esee': API_DEV_TARGET, '/remotes': API_DEV_TARGET },
    },
  });
}

/**
 * A remote: exposes `./routes`, bundles none of the shared packages, and
 * writes `remote-manifest.json` beside `mf-manifest.json`. Its files are
 * location-independent (public path `auto`), so one build can be deployed
 * under any versioned path.
 */
export function createRemoteConfig(configUrl: string, source: RemoteManifestSource): RsbuildConfig {
  const appDir = path.dirname(fileURLToPath(configUrl));
  const pkg = readPackage(appDir);
  const manifest = { ...source, version: pkg.version };
  assertRemoteManifest(manifest);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: manifest.name,
        exposes: { [REMOTE_ROUTES_EXPOSE]: './src/routes.tsx' },
        shared: sharedConfig(appDir, 'remote'),
        shareStrategy: SHARE_STRATEGY,
        runtimePlugins: [trimmedSharedPlugin(appDir, 'remote')],
        dts: false,
        experiments: { externalRuntime: true },
      }),
      pluginRemoteManifest(manifest),
    ],
    // No page of its own: the only entry is the remote entry the federation plugin adds.
    source: { entry: {} },
    tools: { htmlPlugin: false },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' }, cleanDistPath: CLEAN_DIST },
    server: { port: pkg.config?.devPort ?? 3001 },
  });
}
