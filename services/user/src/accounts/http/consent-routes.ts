import { parseInput, type RouteDescription, type ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import { recordConsent } from '../data/consent-repository';

const consentInput = z.strictObject({ consent: z.enum(['accepted', 'rejected']) });

export const consentApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/users/consent',
    body: consentInput,
    status: 201,
    summary: "Records a visitor's cookie consent",
  },
];

export function consentRoutes(app: Express, ctx: ServiceContext): void {
  app.post('/api/users/consent', ctx.auth.optionalUser, async (req, res) => {
    const { consent } = parseInput(consentInput, req.body);
    await ctx.db.transaction((client) => recordConsent(client, consent, req.user?._id));
    res.status(201).json({ consent });
  });
}
