/** Optional captcha verification (reCAPTCHA, hCaptcha and Turnstile share this request form). */
import type { ServerConfig } from './config';

const TIMEOUT_MS = 5000;

export async function verifyCaptcha(config: ServerConfig, token: string, remoteIp: string): Promise<boolean> {
  if (!config.captchaSecret) return true;
  try {
    const response = await fetch(config.captchaVerifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.captchaSecret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}
