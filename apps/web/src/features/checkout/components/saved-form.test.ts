import { beforeEach, describe, expect, it } from 'vitest';
import { followLanguage } from '@gh/i18n/follow';
import { asapText, forgetSavedForm, loadSavedForm, markOrderPlaced, readSaved, saveForm } from './saved-form';

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

  it('never keeps the remarks: they belonged to that order (issue 28 item 5)', () => {
    const withRemarks = { ...empty, remarks: '' };
    saveForm({ ...withRemarks, name: 'Sanne', remarks: 'Graag extra servetten, 2e verdieping' });
    expect(loadSavedForm(withRemarks)).toEqual({ ...withRemarks, name: 'Sanne' });
    expect(window.sessionStorage.getItem('gh-checkout-form')).not.toContain('servetten');
  });

  it('marks the details of a placed order, so the next checkout says so, until they are cleared', () => {
    saveForm({ ...empty, name: 'Sanne' });
    expect(readSaved(empty).offered).toBeNull();
    markOrderPlaced({ ...empty, name: 'Sanne', remarks: 'Bel maar aan', idempotencyKey: 'k' });
    expect(readSaved(empty)).toEqual({
      form: { ...empty, name: 'Sanne' },
      offered: 'order',
      accountOffered: true,
    });
    forgetSavedForm();
    expect(readSaved(empty)).toEqual({ form: empty, offered: null, accountOffered: false });
  });

  it("remembers that the account's saved details were offered in this tab, and whence the form's came", () => {
    saveForm({ ...empty, name: 'Roos' }, { offered: 'account', accountOffered: true });
    expect(readSaved(empty)).toEqual({
      form: { ...empty, name: 'Roos' },
      offered: 'account',
      accountOffered: true,
    });
    saveForm({ ...empty, name: '' }, { accountOffered: true });
    expect(readSaved(empty)).toMatchObject({ offered: null, accountOffered: true });
  });

  it('ignores storage that is missing or broken', () => {
    expect(loadSavedForm(empty)).toEqual(empty);
    window.sessionStorage.setItem('gh-checkout-form', '{kapot');
    expect(loadSavedForm(empty)).toEqual(empty);
  });
});

describe('asapText', () => {
  // 25 November 2026, 20:00 in Amsterdam (UTC+1).
  const now = new Date('2026-11-25T19:00:00Z');

  it('names the day when "zo snel mogelijk" is not today', () => {
    expect(asapText('2026-11-25T20:45:00Z', now)).toBe('Zo snel mogelijk (rond 21:45)');
    expect(asapText('2026-11-26T16:00:00Z', now)).toBe('Zo snel mogelijk (morgen rond 17:00)');
    expect(asapText('2026-11-28T11:30:00Z', now)).toBe('Zo snel mogelijk (zaterdag 28 november rond 12:30)');
    expect(asapText(null, now)).toBe('Zo snel mogelijk');
  });

  it('says it in English on English pages', () => {
    followLanguage(() => 'en');
    try {
      expect(asapText(null, now)).toBe('As soon as possible');
      expect(asapText('2026-11-25T20:45:00Z', now)).toMatch(/^As soon as possible \(around \S/);
      expect(asapText('2026-11-26T16:00:00Z', now)).toMatch(/^As soon as possible \(.+, around \S/);
    } finally {
      followLanguage(() => 'nl');
    }
  });
});
