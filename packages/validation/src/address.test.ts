import { describe, expect, it } from 'vitest';
import { addressSchema, requiredAddressFields } from './address';

const complete = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 5',
  address2: '',
  zip: '10115',
  city: 'Berlin',
};

describe('address rules (spec 5)', () => {
  it('requires company everywhere but in the Spanish catalogue', () => {
    expect(requiredAddressFields('de')).toContain('company');
    expect(requiredAddressFields('es')).not.toContain('company');
    expect(requiredAddressFields('es')).not.toContain('address2');
  });

  it('reports each missing required field with the required message', () => {
    const result = addressSchema('de').safeParse({ ...complete, company: ' ', city: '' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ['company', 'validation.required'],
      ['city', 'validation.required'],
    ]);
  });

  it('accepts a Spanish address without company and line 2', () => {
    const result = addressSchema('es').safeParse({ ...complete, company: undefined });
    expect(result.success).toBe(true);
  });

  it('checks an optional phone as E.164', () => {
    expect(addressSchema('de').safeParse({ ...complete, phone: '0301234' }).success).toBe(false);
    expect(addressSchema('de').safeParse({ ...complete, phone: '+49301234567' }).success).toBe(
      true,
    );
  });
});
