import { describe, expect, it } from 'vitest';
import { changedFields } from '@contracts/core/partial';
import { boatPatchSchema } from '@contracts/entities/boats';

const loaded = { name: 'La Tararira', registration_number: 'REY-1234', engine_brand: 'Yamaha', hp: 90, has_radio: true, is_yacht: false };

describe('changedFields', () => {
  it('keeps only the fields whose value changed', () => {
    expect(changedFields(loaded, { ...loaded, hp: 115, has_radio: false })).toEqual({ hp: 115, has_radio: false });
  });

  it('returns null when nothing changed, so the form can say so instead of sending an empty update', () => {
    expect(changedFields(loaded, { ...loaded })).toBeNull();
  });

  it('compares nested lists and objects by value', () => {
    const addresses = [{ address_line: 'Av. Costanera 100', city: 'San Pedro', state: 'Buenos Aires', country: 'Argentina' }];
    const original = { name: 'Club Náutico', addresses };
    expect(changedFields(original, { name: 'Club Náutico', addresses: structuredClone(addresses) })).toBeNull();
    const moved = [{ ...addresses[0]!, city: 'Baradero' }];
    expect(changedFields(original, { name: 'Club Náutico', addresses: moved })).toEqual({ addresses: moved });
  });

  it('sends a field that was absent from what was loaded', () => {
    expect(changedFields<{ name: string; notes: string }>({ name: 'A' }, { name: 'A', notes: 'nuevo' })).toEqual({ notes: 'nuevo' });
  });

  it('by default sees an emptied null field as a change', () => {
    expect(changedFields({ email: null as string | null }, { email: '' })).toEqual({ email: '' });
  });

  it('with emptyEqualsNull, an untouched empty input over a null field is no change', () => {
    const original = { email: null as string | null, phone: '1122334455' };
    expect(changedFields(original, { email: '', phone: '1122334455' }, { emptyEqualsNull: true })).toBeNull();
    expect(changedFields(original, { email: 'ana@pesca.com.ar', phone: '' }, { emptyEqualsNull: true })).toEqual({
      email: 'ana@pesca.com.ar',
      phone: '',
    });
  });

  it('produces a body the PATCH schema accepts', () => {
    const diff = changedFields(loaded, { ...loaded, engine_brand: 'Mercury' });
    expect(boatPatchSchema.parse(diff)).toEqual({ engine_brand: 'Mercury' });
  });
});
