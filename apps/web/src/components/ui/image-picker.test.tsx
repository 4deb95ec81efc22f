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
});
