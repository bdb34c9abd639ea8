/** A running fake Fitbit. */
export interface FakeFitbit {
    readonly url: string;
    /** The env that points the server's Fitbit adapter at it. */
    readonly env: Record<string, string>;
    close(): Promise<void>;
}
/** Starts a fake Fitbit on 127.0.0.1. */
export declare function startFakeFitbit(): Promise<FakeFitbit>;
//# sourceMappingURL=fake-fitbit.d.ts.map