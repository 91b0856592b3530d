import { advisoryDetailSchema, advisorySummarySchema } from '../../../contracts/security-advisories';
import { envelopeSchema } from '../../../lib/envelope';
import { idParam } from '../../../lib/schemas';

export const getListSchema = {
  response: { 200: envelopeSchema({ type: 'array', items: advisorySummarySchema }) },
};

export const getInfoByIdSchema = {
  // The form of the id is checked by the handler, so that a malformed one is answered with a sentence saying what an
  // id looks like rather than the validator's.
  querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] },
  response: { 200: envelopeSchema(advisoryDetailSchema) },
};

export const getByProductSchema = {
  querystring: { type: 'object', properties: { productId: idParam }, required: ['productId'] },
  response: { 200: envelopeSchema({ type: 'array', items: advisorySummarySchema }) },
};
