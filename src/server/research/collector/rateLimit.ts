/**
 * Pacing the calls to a SERP provider: a token bucket per provider, in this process. It refills at
 * the settings' requests per minute and holds RATE_BURST_SECONDS of them (at least one call), so a
 * run never sends faster than the admin allowed, whatever the queue's concurrency.
 */
import { RATE_BURST_SECONDS } from './constants';

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects when the signal aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason as Error);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  /** Callers wait in turn: each takes its token after the one before it. */
  private line: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private perMinute: number,
  ) {
    this.tokens = this.capacity();
    this.updatedAt = clock.now();
  }

  private capacity(): number {
    return Math.max(1, (this.perMinute * RATE_BURST_SECONDS) / 60);
  }

  private refill(): void {
    const now = this.clock.now();
    this.tokens = Math.min(this.capacity(), this.tokens + ((now - this.updatedAt) * this.perMinute) / 60_000);
    this.updatedAt = now;
  }

  take(perMinute: number, signal?: AbortSignal): Promise<void> {
    const turn = this.line.then(async () => {
      this.refill();
      this.perMinute = perMinute;
      this.tokens = Math.min(this.tokens, this.capacity());
      while (this.tokens < 1) {
        await this.clock.sleep(Math.ceil(((1 - this.tokens) * 60_000) / this.perMinute), signal);
        this.refill();
      }
      this.tokens -= 1;
    });
    // A caller that gave up (aborted) does not hold up the ones behind it.
    this.line = turn.catch(() => undefined);
    return turn;
  }
}

/** One bucket per provider name. */
export class ProviderRateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly clock: Clock = realClock) {}

  /** Waits until a call to `provider` at `perMinute` calls a minute may go out. */
  take(provider: string, perMinute: number, signal?: AbortSignal): Promise<void> {
    let bucket = this.buckets.get(provider);
    if (!bucket) {
      bucket = new TokenBucket(this.clock, perMinute);
      this.buckets.set(provider, bucket);
    }
    return bucket.take(perMinute, signal);
  }
}
