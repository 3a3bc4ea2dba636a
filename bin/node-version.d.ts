export declare const TARGET_MAJOR: number;
export declare const MINIMUM: [number, number];
export declare function nodeVersionProblem(version: string): string | undefined;
export declare function requireSupportedNode(): void;
