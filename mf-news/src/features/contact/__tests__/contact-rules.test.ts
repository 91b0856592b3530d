import { EMPTY_CONTACT, contactMaxLength, isRequiredContactField, validateContact, validateContactField } from '../contact-rules';

// The form checks what POST Guest/Add checks, in the server's words (api/test/routes/guest.test.ts holds the
// same sentences for the server's side).

const filled = {
  ...EMPTY_CONTACT,
  FirstName: 'Ingrid',
  LastName: 'Solberg',
  Company: 'Nordvann Water Utility',
  EMail: 'ingrid.solberg@nordvann.example',
  Country: 'Norway',
  Body: 'Please send a quotation.',
};

describe('the contact form rules', () => {
  it('asks for every field but the phone, in the server sentences', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      FirstName: 'First Name is required.',
      LastName: 'Last Name is required.',
      Company: 'Company is required.',
      EMail: 'Email is required.',
      Country: 'Country is required.',
      Body: 'Message is required.',
    });
    expect(isRequiredContactField('Phone')).toBe(false);
    expect(validateContact(filled)).toEqual({});
  });

  it.each([
    ['FirstName', 50, 'First Name must be at most 50 characters.'],
    ['LastName', 50, 'Last Name must be at most 50 characters.'],
    ['Company', 100, 'Company must be at most 100 characters.'],
    ['Phone', 40, 'Phone must be at most 40 characters.'],
    ['Country', 60, 'Country must be at most 60 characters.'],
    ['Body', 2000, 'Message must be at most 2000 characters.'],
  ] as const)('refuses a %s longer than %i characters with "%s"', (field, limit, message) => {
    expect(contactMaxLength(field)).toBe(limit);
    expect(validateContactField(field, 'x'.repeat(limit))).toBeUndefined();
    expect(validateContactField(field, 'x'.repeat(limit + 1))).toBe(message);
  });

  it('refuses an address the server refuses, checked on the trimmed value', () => {
    expect(validateContactField('EMail', 'ingrid@nordvann')).toBe('Please enter a valid email address');
    expect(validateContactField('EMail', '  ingrid@nordvann.example  ')).toBeUndefined();
    expect(validateContactField('FirstName', '   ')).toBe('First Name is required.');
  });
});
