import { z } from 'zod';

/** Every 4xx and 5xx of the API: `ErrorBody` of ./api, as a schema for the API description. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ msg: z.string() })).optional(),
});
