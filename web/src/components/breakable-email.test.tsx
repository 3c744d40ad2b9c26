import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakableEmail } from './breakable-email';

describe('breakableEmail', () => {
  it('may break only after the @ and the dots of an address, never inside a word', () => {
    const { container } = render(<p>{breakableEmail('dee.mensah@platform-team.example.com')}</p>);
    const paragraph = container.querySelector('p') as HTMLParagraphElement;
    expect(paragraph.textContent).toBe('dee.mensah@platform-team.example.com');
    expect(paragraph.innerHTML).toBe('dee.<wbr>mensah@<wbr>platform-team.<wbr>example.<wbr>com');
  });
});
