import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetConfirm, PasswordResetRequest } from '@tandem/contract';

/** The recovery forms' validation: the contract's schemas through react-hook-form's zod resolver, loaded lazily. */
export const resetRequestResolver = zodResolver(PasswordResetRequest);
export const resetConfirmResolver = zodResolver(PasswordResetConfirm);
