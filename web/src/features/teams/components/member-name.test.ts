import { describe, expect, it } from 'vitest';
import { memberName } from './member-controls';

const entry = (first_name: string, last_name: string, status: 'active' | 'invited') => ({
  first_name,
  last_name,
  email: 'dee.mensah@example.com',
  status,
});

describe('a roster entry’s name', () => {
  it('is the e-mail address for someone invited who has no name of their own yet', () => {
    expect(memberName(entry('dee.mensah', '', 'invited'))).toBe('dee.mensah@example.com');
    expect(memberName(entry('', '', 'invited'))).toBe('dee.mensah@example.com');
  });

  it('is the name once there is one, invited or joined', () => {
    expect(memberName(entry('Dee', 'Mensah', 'invited'))).toBe('Dee Mensah');
    expect(memberName(entry('dee.mensah', '', 'active'))).toBe('dee.mensah');
  });
});
