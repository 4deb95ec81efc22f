import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput } from '@tandem/contract';

/** The login form's validation: the contract's LoginInput schema, through react-hook-form's zod resolver. */
export const loginResolver = zodResolver(LoginInput);
