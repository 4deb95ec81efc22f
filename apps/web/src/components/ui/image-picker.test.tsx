import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@tandem/contract';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker';
import { ToastProvider } from './toast';

const renderPicker = () =>
  render(
    <ToastProvider>
      <ImagePicker current={null} label="Upload logo" hint="A square logo works best." onCropped={vi.fn()} />
    </ToastProvider>,
  );

describe('ImagePicker', () => {
  it('says a text file named .png is not an image, and opens no crop box', async () => {
    renderPicker();
    const text = new File(['just some notes, not a picture'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [text] } });
    // The toast region's code loads with the first toast, after the file's bytes have been read.
    await waitFor(async () => {
      await act(() => vi.dynamicImportSettled());
      // Radix also reads the toast out in a live region, so the words appear more than once.
      expect(screen.getAllByText(MESSAGES.invalidImage).length).toBeGreaterThan(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use photo' })).toBeNull();
  });

  it('opens the crop dialog on a picture, its code loaded on use', async () => {
    // jsdom has no object URLs; the dialog only needs one to exist (a URL class of its own, the real one untouched).
    class PictureURL extends URL {
      static override createObjectURL = () => 'blob:picture';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', PictureURL);
    try {
      renderPicker();
      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', { type: 'image/png' });
      fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [png] } });
      expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeTruthy();
      expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Use photo' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
