/** A background job run in rounds: each starts `intervalMs` after the previous one ended, so rounds never overlap. */
export interface Rounds {
  start(intervalMs: number): void;
  /** No round starts after this; waits for the one running. */
  stop(): Promise<void>;
}

export function repeatRounds(round: () => Promise<unknown>, onError: (error: unknown) => void): Rounds {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    start(intervalMs) {
      const tick = () => {
        running = round()
          .catch(onError)
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
