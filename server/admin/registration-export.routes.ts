import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { budapestDay } from '../../shared/budapest-time'
import { ADMIN_ROLE, AdminMessages } from '../../shared/schemas/admin'
import {
  REGISTRATION_EXPORT_PATH,
  RegistrationAdminMessages,
  RegistrationExportQuerySchema,
} from '../../shared/schemas/admin-registrations'
import type { AppServices } from '../services/app-services'
import { registrationCsvFile } from '../services/registration-admin.service'

/**
 * GET /admin/export/registrations.csv?{filter}: the registrations the admin's filter matches (or `ids`, the rows the
 * admin ticked), never those in the trash, as a CSV file streamed from the database batch by batch (shared/csv.ts
 * says how), so 100 000 rows need little memory. Admins only.
 */
export function registrationExportRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
  done: () => void,
): void {
  app.get<{ Querystring: Record<string, string> }>(REGISTRATION_EXPORT_PATH, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    if (!request.session) return reply.code(401).send({ message: AdminMessages.signInRequired })
    if (request.session.user.role !== ADMIN_ROLE) return reply.code(403).send({ message: AdminMessages.accessDenied })
    const filter = RegistrationExportQuerySchema.safeParse(request.query)
    if (!filter.success) {
      const fields = Object.keys(z.flattenError(filter.error).fieldErrors)
      return reply
        .code(400)
        .send({ message: fields.length > 0 ? `Invalid filter: ${fields.join(', ')}` : 'Invalid filter' })
    }

    const { ids, ...values } = filter.data
    const file = await registrationCsvFile(services.db.db, values, ids, services.now())
    if (!file) return reply.code(404).send({ message: RegistrationAdminMessages.nothingToExport })
    // The day as the admin's calendar has it: after midnight in Budapest it is already the next day.
    const day = budapestDay(new Date(services.now()))
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="registrations-${day}.csv"`)
      .send(Readable.from(file))
  })
  done()
}
