import { beforeEach, describe, expect, it } from 'vitest';
import { asapText, loadSavedForm, saveForm } from './saved-form';

const empty = { name: '', postcode: '', time: 'asap', termsAccepted: false, fulfilment: 'delivery' };

describe('saved checkout form', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back what was typed after a reload, but not the terms box or the time', () => {
    saveForm({
      ...empty,
      name: 'Sanne',
      postcode: '1072 LN',
      time: '2026-11-25T18:00:00Z',
      termsAccepted: true,
    });
    expect(loadSavedForm(empty)).toEqual({ ...empty, name: 'Sanne', postcode: '1072 LN' });
  });

  it('ignores storage that is missing or broken', () => {
    expect(loadSavedForm(empty)).toEqual(empty);
    window.sessionStorage.setItem('gh-checkout-form', '{kapot');
    expect(loadSavedForm(empty)).toEqual(empty);
  });
});

describe('asapText', () => {
  it('names the day when "zo snel mogelijk" is not today', () => {
    expect(asapText('vandaag 21:45')).toBe('Zo snel mogelijk (rond 21:45)');
    expect(asapText('morgen 17:00')).toBe('Zo snel mogelijk (morgen rond 17:00)');
    expect(asapText('zaterdag 28 november 12:30')).toBe('Zo snel mogelijk (zaterdag 28 november rond 12:30)');
  });
});
