import { act, renderHook } from '@testing-library/react';
import { useFormFields } from '../lib/use-form-fields';

type Field = 'name' | 'email';
const EMPTY: Record<Field, string> = { name: '', email: '' };
const validate = (values: Record<Field, string>) => ({
  name: values.name.trim() === '' ? 'Name is required.' : null,
  email: values.email.includes('@') ? undefined : 'Enter an email address.',
});

const setup = () => renderHook(() => useFormFields(EMPTY, validate));

describe('useFormFields', () => {
  it('knows every message from the start but shows none before a field is touched or the form sent', () => {
    const { result } = setup();
    expect(result.current.hasErrors).toBe(true);
    expect(result.current.errors).toEqual({ name: 'Name is required.', email: 'Enter an email address.' });
    expect(result.current.shownError('name')).toBeNull();
    expect(result.current.shownError('email')).toBeNull();
  });

  it('shows a field’s message once it is typed in, and only that field’s', () => {
    const { result } = setup();
    act(() => result.current.setValue('email', 'jane'));
    expect(result.current.values.email).toBe('jane');
    expect(result.current.shownError('email')).toBe('Enter an email address.');
    expect(result.current.shownError('name')).toBeNull();
    act(() => result.current.setValue('email', 'jane@example.com'));
    expect(result.current.shownError('email')).toBeNull();
  });

  it('keeps a message hidden while typing without touching, until the field is left', () => {
    const { result } = setup();
    act(() => result.current.setValue('name', ' ', { touch: false }));
    expect(result.current.shownError('name')).toBeNull();
    act(() => result.current.touch('name'));
    expect(result.current.shownError('name')).toBe('Name is required.');
  });

  it('shows every message once the form was sent, and says when nothing is wrong', () => {
    const { result } = setup();
    act(() => result.current.markSubmitted());
    expect(result.current.shownError('name')).toBe('Name is required.');
    expect(result.current.shownError('email')).toBe('Enter an email address.');
    act(() => {
      result.current.setValue('name', 'Jane');
      result.current.setValue('email', 'jane@example.com');
    });
    expect(result.current.hasErrors).toBe(false);
  });

  it('starts over on reset: empty, nothing touched, nothing sent', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('name', 'Jane');
      result.current.markSubmitted();
    });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.shownError('name')).toBeNull();
    expect(result.current.shownError('email')).toBeNull();
  });
});
