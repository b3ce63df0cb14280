import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '#app/i18n.ts';
import { orderStatuses } from '#contract/orders.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { orderStatusPresentation } from './orderStatus.ts';

afterEach(() => activateSourceLocale());

function labelsIn(locale: 'en' | 'fr') {
  activateLocale(locale);
  return orderStatuses.map((status) => i18n._(orderStatusPresentation[status].label));
}

describe('orderStatusPresentation', () => {
  it('names every status of the contract with its own words', () => {
    const english = labelsIn('en');
    expect(new Set(english).size).toBe(orderStatuses.length);
    expect(english).toContain('Awaiting Steam Guard confirmation');
    expect(english).toContain('Delivered');
  });

  it('says every status in French', () => {
    const english = labelsIn('en');
    const french = labelsIn('fr');
    expect(new Set(french).size).toBe(orderStatuses.length);
    french.forEach((label, index) => {
      expect(label).not.toBe(english[index]);
    });
    expect(french[orderStatuses.indexOf('delivered')]).toBe('Livrée');
  });

  it('colours a delivered order as a success and a failed payment or reversed trade as a danger', () => {
    expect(orderStatusPresentation.delivered.tone).toBe('success');
    expect(orderStatusPresentation.payment_failed.tone).toBe('danger');
    expect(orderStatusPresentation.reversed.tone).toBe('danger');
  });
});
