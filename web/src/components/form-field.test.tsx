import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TextareaField, TextField } from './form-field';

function Title({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Title"
      maxLength={max}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('a field with a length limit', () => {
  it('says so once a paste fills it, since the browser cuts the rest without a word', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Title max={60} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await user.type(input, 'Weekly');
    expect(screen.queryByText(/Limit reached/)).not.toBeInTheDocument();

    await user.clear(input);
    await user.click(input);
    await user.paste('A title far longer than sixty characters, pasted from a long document');
    expect(input).toHaveValue('A title far longer than sixty characters, pasted from a long');
    expect(screen.getByText('Limit reached: at most 60 characters.')).toBeVisible();

    await user.type(input, '{Backspace}');
    expect(screen.queryByText(/Limit reached/)).not.toBeInTheDocument();
  });

  it('says it for a text area too, and an error takes its place', () => {
    const { unmount } = renderWithProviders(
      <TextareaField label="Question" maxLength={50} value={'a'.repeat(50)} readOnly />,
    );
    expect(screen.getByText('Limit reached: at most 50 characters.')).toBeVisible();
    unmount();
    renderWithProviders(
      <TextareaField
        label="Question"
        maxLength={50}
        value={'a'.repeat(50)}
        error="Too vague"
        readOnly
      />,
    );
    expect(screen.getByText('Too vague')).toBeVisible();
    expect(screen.queryByText(/Limit reached/)).not.toBeInTheDocument();
  });

  it('says nothing when a format fills its length, as a colour or a date does', () => {
    renderWithProviders(<TextField label="Colour" maxLength={7} value="#3B82F6" readOnly />);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#3B82F6');
    expect(screen.queryByText(/Limit reached/)).not.toBeInTheDocument();
  });
});
