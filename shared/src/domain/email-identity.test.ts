import { describe, expect, it } from 'vitest';
import { countIndependent, identityOf, sameOwnerIdentity } from './email-identity';

describe('the mailbox identity of an e-mail address', () => {
  it('lower-cases and trims', () => {
    expect(identityOf('  Ana.Silva@Example.COM ')).toBe('ana.silva@example.com');
  });

  it('drops a +tag on any domain', () => {
    expect(identityOf('boss+1@example.com')).toBe('boss@example.com');
    expect(identityOf('Boss+team+2@Example.com')).toBe('boss@example.com');
    expect(identityOf('boss+@example.com')).toBe('boss@example.com');
  });

  it('keeps dots outside Gmail: they name different mailboxes there', () => {
    expect(identityOf('a.b@example.com')).toBe('a.b@example.com');
    expect(identityOf('a.b@mail.gmail.com.evil.test')).toBe('a.b@mail.gmail.com.evil.test');
  });

  it('drops dots for gmail.com and googlemail.com, which are one mailbox', () => {
    expect(identityOf('J.Doe@gmail.com')).toBe('jdoe@gmail.com');
    expect(identityOf('j.d.o.e+survey@GoogleMail.com')).toBe('jdoe@gmail.com');
    expect(identityOf('jdoe@googlemail.com')).toBe(identityOf('jdoe@gmail.com'));
  });

  it('tells different people apart', () => {
    expect(identityOf('ana@example.com')).not.toBe(identityOf('ana@example.org'));
    expect(identityOf('ana@gmail.com')).not.toBe(identityOf('anna@gmail.com'));
  });

  it('leaves what is not an address (or has nothing left to strip) as typed, lower-cased', () => {
    expect(identityOf('Not An Address')).toBe('not an address');
    expect(identityOf('@example.com')).toBe('@example.com');
    expect(identityOf('ana@')).toBe('ana@');
    expect(identityOf('+tag@example.com')).toBe('+tag@example.com');
    expect(identityOf('...@gmail.com')).toBe('...@gmail.com');
  });

  it('reads a quoted local part of plain characters and a trailing dot as the same mailbox', () => {
    expect(identityOf('"ana"@example.com')).toBe('ana@example.com');
    expect(identityOf('"Ana+x"@Example.com.')).toBe('ana@example.com');
    expect(identityOf('ana@example.com..')).toBe('ana@example.com');
    // A quoted part with a space or a quote inside is another name: kept as typed.
    expect(identityOf('"an a"@example.com')).toBe('"an a"@example.com');
    expect(identityOf('ana@.')).toBe('ana@.');
  });

  it('uses the last @ as the domain separator', () => {
    expect(identityOf('"a@b"+x@Example.com')).toBe('"a@b"@example.com');
  });
});

describe('counting independent recipients', () => {
  it('counts each mailbox once and leaves out the excluded ones with their aliases', () => {
    const recipients = [
      'ana@example.com',
      'Ana+2@example.com',
      'boss+1@example.com',
      'boss+2@example.com',
      'b.en@gmail.com',
      'ben@googlemail.com',
    ];
    expect(countIndependent(recipients)).toBe(3);
    expect(countIndependent(recipients, ['Boss@example.com'])).toBe(2);
    expect(countIndependent([], ['boss@example.com'])).toBe(0);
    expect(countIndependent(['boss@example.com'], ['boss+x@example.com'])).toBe(0);
  });
});

describe('whether two accounts are one person (self-referral)', () => {
  it('sees through quotes, a trailing dot, +tags and -tags', () => {
    const owner = sameOwnerIdentity('lee@example.com');
    for (const alias of [
      '"lee"@example.com',
      'lee@example.com.',
      'lee-x@example.com',
      'Lee+ref@Example.com',
      '"lee-2"@example.com.',
    ]) {
      expect(sameOwnerIdentity(alias), alias).toBe(owner);
    }
    expect(sameOwnerIdentity('kim@example.com')).not.toBe(owner);
    expect(sameOwnerIdentity('lee@example.org')).not.toBe(owner);
    // The threshold's count keeps the two apart: anne-marie is not anne.
    expect(identityOf('anne-marie@example.com')).not.toBe(identityOf('anne@example.com'));
  });
});
