import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { AiPromoWidget } from './AiPromoWidget';
import { AI_PROMO_PARTNER_URL } from './buildAiPromoUrl';

const USER_ID = '3f2a9c4e-8b1d-4e6f-a7c2-5d9e0b1f4a36';

describe('AiPromoWidget', () => {
  let open: MockInstance<typeof window.open>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    open.mockRestore();
  });

  const field = () => screen.getByRole('textbox', { name: 'Domain to scan' });
  const scanButton = () => screen.getByRole('button', { name: 'Scan with AI' });

  it('opens the partner site in a new tab with domain, page and sfu', async () => {
    render(<AiPromoWidget page="seo:overview" sfu={USER_ID} />);
    await userEvent.type(field(), ' example.com ');
    await userEvent.click(scanButton());
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `${AI_PROMO_PARTNER_URL}?domain=example.com&page=seo%3Aoverview&sfu=${USER_ID}`,
      '_blank',
      'noopener',
    );
    // What was typed stays, so a second scan is one click away.
    expect(field()).toHaveValue(' example.com ');
  });

  it("sends sfu 'free' for a visitor, and scans on Enter too", async () => {
    render(<AiPromoWidget page="home" sfu="free" />);
    await userEvent.type(field(), 'shop.example.org{Enter}');
    expect(open).toHaveBeenCalledWith(
      `${AI_PROMO_PARTNER_URL}?domain=shop.example.org&page=home&sfu=free`,
      '_blank',
      'noopener',
    );
  });

  it('shows a message for an empty domain, keeps what was typed, and opens nothing', async () => {
    render(<AiPromoWidget page="home" sfu="free" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.type(field(), '   ');
    await userEvent.click(scanButton());
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a domain to scan, such as example.com.');
    expect(field()).toHaveValue('   ');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      'Enter a domain to scan, such as example.com. The scan opens on our partner’s site in a new tab.',
    );
  });

  it('clears the message once the visitor types again, then scans', async () => {
    render(<AiPromoWidget page="home" sfu="free" />);
    await userEvent.click(scanButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a domain to scan');
    await userEvent.type(field(), 'a.io');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).toHaveAccessibleDescription('The scan opens on our partner’s site in a new tab.');
    await userEvent.click(scanButton());
    expect(open).toHaveBeenCalledWith(`${AI_PROMO_PARTNER_URL}?domain=a.io&page=home&sfu=free`, '_blank', 'noopener');
  });
});
