import { compareFirmwareVersions, describeAffectedRange, isFirmwareAffected, normaliseFirmwareVersion } from '../../src/contracts/firmware-versions';

describe('firmware versions', () => {
  it('compares number by number, not as text', () => {
    expect(compareFirmwareVersions('3.10', '3.9')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('3.2', '3.2.0')).toBe(0);
    expect(compareFirmwareVersions('2.9.9', '3.0')).toBeLessThan(0);
  });

  it('accepts what a person writes and refuses what is not a version', () => {
    expect(normaliseFirmwareVersion(' v3.2.1 ')).toBe('3.2.1');
    expect(normaliseFirmwareVersion('V4')).toBe('4');
    expect(normaliseFirmwareVersion('3.2.1-beta')).toBeNull();
    expect(normaliseFirmwareVersion('1.2.3.4.5')).toBeNull();
    expect(normaliseFirmwareVersion('')).toBeNull();
    expect(normaliseFirmwareVersion('123456')).toBeNull();
  });

  it('finds a version inside the range from the first affected up to the fixed one', () => {
    const range = { affectedFrom: '3.0', fixedIn: '3.4.2' };
    expect(isFirmwareAffected('2.9', range)).toBe(false);
    expect(isFirmwareAffected('3.0.0', range)).toBe(true);
    expect(isFirmwareAffected('3.4.1', range)).toBe(true);
    expect(isFirmwareAffected('3.4.2', range)).toBe(false);
    expect(isFirmwareAffected('1.0', { affectedFrom: '', fixedIn: '3.4.2' })).toBe(true);
    expect(isFirmwareAffected('9.9', { affectedFrom: '3.0', fixedIn: '' })).toBe(true);
  });

  it('says the range in words', () => {
    expect(describeAffectedRange({ affectedFrom: '3.0', fixedIn: '3.4.2' })).toBe('3.0 to before 3.4.2');
    expect(describeAffectedRange({ affectedFrom: '', fixedIn: '3.4.2' })).toBe('versions before 3.4.2');
    expect(describeAffectedRange({ affectedFrom: '3.0', fixedIn: '' })).toBe('3.0 and later');
    expect(describeAffectedRange({ affectedFrom: '', fixedIn: '' })).toBe('all versions');
  });
});
