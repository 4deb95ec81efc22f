import { zodResolver } from '@hookform/resolvers/zod';
import { SignupInput } from '@tandem/contract';

/** The signup form's validation: the contract's SignupInput schema, through react-hook-form's zod resolver. */
export const signupResolver = zodResolver(SignupInput);
