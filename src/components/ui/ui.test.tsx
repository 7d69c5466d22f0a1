// @vitest-environment jsdom
// The UI primitives as a screen reader and a form use them: the dialog opens modally and is named by its title, a
// field's error describes it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogTitle } from './Dialog.tsx';
import { errorProps, FieldError } from './FieldError.tsx';
import { standInDialogMethods } from './jsdom-dialog.ts';

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
