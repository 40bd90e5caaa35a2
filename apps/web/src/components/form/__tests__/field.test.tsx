import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from '../field';

function NicknameForm({ error }: { error?: string }) {
  const form = useForm({ defaultValues: { nickname: '' } });
  const typed = useWatch({ control: form.control, name: 'nickname' });
  return (
    <form>
      <Field
        label="Nickname"
        required
        hint="2 to 20 characters."
        error={error}
        {...form.register('nickname')}
      />
      <output>{typed}</output>
    </form>
  );
}

describe('Field', () => {
  it('labels the input, marks it required and reads out its hint', () => {
    render(<NicknameForm />);
    const input = screen.getByLabelText('Nickname *');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('2 to 20 characters.');
  });

  it('ties an error to the input after the hint', () => {
    render(<NicknameForm error="This field is required." />);
    const input = screen.getByLabelText('Nickname *');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('2 to 20 characters. This field is required.');
  });

  it("passes react-hook-form's registration through, ref included", async () => {
    render(<NicknameForm />);
    await userEvent.type(screen.getByLabelText('Nickname *'), 'Budi');
    expect(screen.getByRole('status')).toHaveTextContent('Budi');
  });
});
