import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import type { ImageCropDialogProps } from './image-crop-content';

// The crop dialog's code is not on a screen's first load: it opens only once a picture is chosen. It loads when the
// page is idle, or at once when a picture is chosen before then (the dialog shows when it arrives).
const content = lazyModule(() => import('./image-crop-content'));

/**
 * A square, circular crop of a photo (docs/product.md section 2): drag or arrow keys to move, slider to zoom; it never zooms
 * in below 150 px of the picture, and outputs a JPEG at quality 1. Open while `src` is set.
 */
export function ImageCropDialog(props: ImageCropDialogProps) {
  const [loaded, request] = useLazyModule(content);
  const open = props.src !== null;
  useEffect(() => {
    if (open) request();
  }, [open, request]);
  return loaded ? <loaded.ImageCropContent {...props} /> : null;
}
