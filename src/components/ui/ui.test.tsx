// @vitest-environment jsdom
// The UI primitives as a screen reader and a form use them: the dialog opens modally and is named by its title, a
// field's error describes it, a button submits only when told to, a select is named by its label.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog, DialogTitle } from './Dialog.tsx';
import { errorProps, FieldError } from './FieldError.tsx';
import { standInDialogMethods } from './jsdom-dialog.ts';
import { SelectField } from './SelectField.tsx';

afterEach(cleanup);

beforeAll(standInDialogMethods);

describe('Dialog', () => {
  const view = (open: boolean, onClose = () => {}) => (
    <Dialog open={open} onClose={onClose} width="w-96">
      <DialogTitle>Edit door</DialogTitle>
      <input aria-label="Name" />
    </Dialog>
  );

  it('opens modally while open, named by its title, and closes when no longer open', () => {
    const onClose = vi.fn();
    const { rerender } = render(view(false, onClose));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(view(true, onClose));
    expect(screen.getByRole('dialog', { name: 'Edit door' })).toBeTruthy();
    rerender(view(false, onClose));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('tells its owner when the browser closes it (Escape)', () => {
    const onClose = vi.fn();
    render(view(true, onClose));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('FieldError', () => {
  it.each([
    ['Enter your name', { 'aria-invalid': true, 'aria-describedby': 'name-error' }],
    [undefined, { 'aria-invalid': undefined, 'aria-describedby': undefined }],
  ])('error %s → %o', (error, props) => {
    expect(errorProps('name', error)).toEqual(props);
  });

  it('describes its input', () => {
    render(
      <>
        <input aria-label="Name" {...errorProps('name', 'Enter your name')} />
        <FieldError fieldId="name" error="Enter your name" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter your name');
  });
});

describe('Button', () => {
  it('never submits its form unless told to, and passes the rest on', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button variant="secondary" size="lg" onClick={onClick} aria-describedby="hint" className="mt-2">
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="lg-wide">
          Send
        </Button>
      </form>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.click(cancel);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cancel.getAttribute('aria-describedby')).toBe('hint');
    expect(cancel.className.split(' ')).toEqual(expect.arrayContaining(['min-h-12', 'px-6', 'ring-1', 'mt-2']));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('SelectField', () => {
  it('is named by its label, reports the chosen value and is described by its error', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'STANDARD', label: 'Standard' },
      { value: 'BUDGET', label: 'Budget' },
    ] as const;
    render(
      <SelectField
        id="type"
        label="Door type"
        value="STANDARD"
        onChange={onChange}
        options={options}
        error="Pick one"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Door type' });
    fireEvent.change(select, { target: { value: 'BUDGET' } });
    expect(onChange).toHaveBeenCalledWith('BUDGET');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pick one');
  });
});
