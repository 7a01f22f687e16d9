export declare function ensureHaproxy(): void;

export declare function haproxyConfig(options: { host: string; port: number; instancePorts: number[]; statsSocket: string }): string;

export declare function serversUp(statsSocket: string): Promise<boolean>;
