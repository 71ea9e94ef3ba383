/** Types of localNginx.mjs, for the server's tests that start it. */
export declare const NGINX: string;
export declare function hasBrotli(): boolean;
export declare function startLocalNginx(options: {
  port: number;
  apiPorts: number[];
  shellDir: string;
  remotesDir: string;
}): Promise<{ base: string; brotli: boolean; stop: () => void }>;
