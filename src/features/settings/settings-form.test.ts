import { describe, expect, it } from 'vitest';
import { demoSettings } from '../seed/settings.ts';
import { Settings } from './schema.ts';
import { formErrors, fromForm, toForm } from './settings-form.ts';

describe('the settings form', () => {
  it('round-trips the document', () => {
    expect(Settings.parse(fromForm(toForm(demoSettings)))).toEqual(demoSettings);
  });

  it('reads phones and links one a line, blank lines dropped, and numbers as typed', () => {
    const form = {
      ...toForm(demoSettings),
      phones: ' +380 1 \n\n+380 2 ',
      social: '',
      latitude: '50.5',
      longitude: 'x',
    };
    const sent = fromForm(form);
    expect(sent.phones).toEqual(['+380 1', '+380 2']);
    expect(sent.social).toEqual([]);
    expect(sent.location).toEqual({ latitude: 50.5, longitude: 'x' });
  });

  it.each([
    [{ 'settings.phones.1': ['Enter a valid phone number'] }, { phones: '2: Enter a valid phone number' }],
    [{ 'settings.phones': ['Add at least one phone'] }, { phones: 'Add at least one phone' }],
    [{ 'settings.name.uk': ['Enter the name'] }, { 'name.uk': 'Enter the name' }],
    [{ 'settings.address.street.en': ['Keep'] }, { 'street.en': 'Keep' }],
    [{ 'settings.address.postalCode': ['Five digits'] }, { postalCode: 'Five digits' }],
    [{ 'settings.location.latitude': ['Between'] }, { latitude: 'Between' }],
    [{ 'settings.hours.closes': ['After'] }, { closes: 'After' }],
    [{ 'settings.email': ['Bad', 'Worse'], version: ['x'] }, { email: 'Bad' }],
    [{ 'settings.pictures.hero.alt.uk': ['Describe'] }, { 'pictures.hero.alt.uk': 'Describe' }],
    [{ 'settings.pictures.share.url': ['Upload'] }, { 'pictures.share.url': 'Upload' }],
  ])('places %j', (errors, expected) => {
    expect(formErrors(errors)).toEqual(expected);
  });
});
