import type { Output } from '../schema/fields';
import type { notFoundSchema } from '../schema/not-found';

export type NotFoundContent = Output<typeof notFoundSchema>;
