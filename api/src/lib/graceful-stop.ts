import type { FastifyInstance } from 'fastify';
import type { GracefulStopTimes } from '../config';

export interface GracefulStopOptions extends GracefulStopTimes {
  app: Pick<FastifyInstance, 'startDraining' | 'close' | 'log'>;
  /** Ends the process (process.exit in the server; a recorder in tests). */
  exit: (code: number) => void;
}

export interface GracefulStop {
  /** What a stop signal does: the first begins the stop, a second ends the process at once. */
  onSignal: (signal: string) => void;
  /** Settles once the stop has ended the process (after exit was called). */
  readonly finished: Promise<void>;
}

/**
 * The server's stop, in order: stop being ready (/readyz answers 503 at once), keep serving for drainDelayMs so the
 * proxy notices and sends new requests elsewhere, close the listener (Fastify then answers requests still arriving
 * on open connections with 503, which the proxy may retry elsewhere, and Node closes idle keep-alive connections),
 * let requests in flight finish within shutdownTimeoutMs, close the app (the rollout timers, the database) and exit
 * 0. A second signal, or the time running out, exits at once with code 1 and a warning: an operator who asks twice,
 * or a request that hangs, must not keep the process from ending.
 */
export function createGracefulStop({ app, drainDelayMs, shutdownTimeoutMs, exit }: GracefulStopOptions): GracefulStop {
  let stopping = false;
  let exited = false;
  let markFinished: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    markFinished = resolve;
  });
  let endDrainDelay: () => void = () => undefined;
  const end = (code: number) => {
    if (exited) return;
    exited = true;
    // Nothing of the stop goes on after the exit (in the server the process is gone; in a test it would run on).
    endDrainDelay();
    exit(code);
    markFinished();
  };

  const stop = async (signal: string) => {
    app.startDraining();
    app.log.info(`${signal}: draining for ${drainDelayMs} ms, then closing (at most ${shutdownTimeoutMs} ms for requests in flight)`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainDelayMs);
      endDrainDelay = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (exited) return;
    const bound = setTimeout(() => {
      app.log.warn(`requests still in flight ${shutdownTimeoutMs} ms after closing began (SHUTDOWN_TIMEOUT_MS): exiting now`);
      end(1);
    }, shutdownTimeoutMs);
    try {
      await app.close();
      app.log.info('closed');
      end(0);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      end(1);
    } finally {
      clearTimeout(bound);
    }
  };

  return {
    onSignal(signal) {
      if (exited) return;
      if (stopping) {
        app.log.warn(`${signal} again while stopping: exiting now`);
        end(1);
        return;
      }
      stopping = true;
      void stop(signal);
    },
    finished,
  };
}
