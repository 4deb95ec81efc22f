import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyModule } from '../../lib/lazy-module';
import { DeferredTrigger } from './deferred-trigger';
import type { DeferredStart } from './deferred-trigger';

/** A widget module whose download finishes when the test says so. */
function controlledModule() {
  let finish = () => {};
  const module = lazyModule(
    () =>
      new Promise<{ Widget: (props: { start: DeferredStart }) => ReactNode }>((resolve) => {
        finish = () =>
          resolve({
            Widget: ({ start }) => (
              <button type="button" autoFocus={start.focus}>
                Real {start.open ? 'open' : 'closed'}
              </button>
            ),
          });
      }),
  );
  return { module, finish: () => act(async () => finish()) };
}

const renderTrigger = (module: ReturnType<typeof controlledModule>['module'], popup: 'menu' | 'dialog' = 'menu') =>
  render(
    <DeferredTrigger
      module={module}
      label="Profile menu"
      className="trigger"
      popup={popup}
      render={(loaded, start) => <loaded.Widget start={start} />}
    >
      AR
    </DeferredTrigger>,
  );

describe('DeferredTrigger', () => {
  it('stands in with the same name until the code is there, then opens if it was clicked', async () => {
    const { module, finish } = controlledModule();
    renderTrigger(module);
    const standIn = screen.getByRole('button', { name: 'Profile menu' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');

    fireEvent.click(standIn);
    await finish();
    expect(screen.getByRole('button', { name: 'Real open' })).toBeTruthy();
  });

  it("opens a menu on the press, as Radix's menu trigger does, even if the release lands on the real one", async () => {
    const { module, finish } = controlledModule();
    renderTrigger(module);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Profile menu' }), { button: 0 });
    await finish();
    expect(screen.getByRole('button', { name: 'Real open' })).toBeTruthy();
  });

  /** A dialog's stand-in pressed: the pointer's arrival asks for the code, which comes while the button is held down. */
  async function pressDialogWhileCodeArrives(): Promise<HTMLElement> {
    const { module, finish } = controlledModule();
    renderTrigger(module, 'dialog');
    const standIn = screen.getByRole('button', { name: 'Profile menu' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn, { button: 0 });
    await finish();
    return standIn;
  }

  it('keeps a pressed dialog stand-in until the click, so a click the code arrives during still opens it', async () => {
    const standIn = await pressDialogWhileCodeArrives();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBe(standIn);
    await act(async () => fireEvent.click(standIn));
    expect(screen.getByRole('button', { name: 'Real open' })).toBeTruthy();
  });

  it('lets the real dialog trigger take over when a press is dragged away without a click', async () => {
    const standIn = await pressDialogWhileCodeArrives();
    fireEvent.pointerLeave(standIn, { pointerType: 'mouse' });
    expect(screen.getByRole('button', { name: 'Real closed' })).toBeTruthy();
  });

  it('moves focus to the real trigger when the stand-in had it', async () => {
    const { module, finish } = controlledModule();
    renderTrigger(module);
    act(() => screen.getByRole('button', { name: 'Profile menu' }).focus());
    await finish();
    const real = screen.getByRole('button', { name: 'Real closed' });
    expect(document.activeElement).toBe(real);
  });
});
