import { productLifecycleSchema, type FromSchema } from '../../../contracts/api-shapes';
import type { PartsListReply } from '../../../contracts/parts-list';
import { SEVERITIES } from '../../../contracts/security-advisories';
import { envelopeSchema } from '../../../lib/envelope';

const partsListProductSchema = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, ShortName: { type: 'string' } },
  required: ['Id', 'Name', 'ShortName'],
} as const;

const partsListAdvisorySchema = {
  type: 'object',
  properties: {
    Id: { type: 'string' },
    Title: { type: 'string' },
    Severity: { type: 'string', enum: SEVERITIES },
    CvssScore: { type: 'number' },
    AffectedFrom: { type: 'string' },
    FixedIn: { type: 'string' },
  },
  required: ['Id', 'Title', 'Severity', 'CvssScore', 'AffectedFrom', 'FixedIn'],
} as const;

const partsListResultSchema = {
  type: 'object',
  properties: {
    Line: { type: 'integer' },
    Input: { type: 'string' },
    Firmware: { type: 'string' },
    FirmwareRecognised: { type: 'boolean' },
    Match: { type: 'string', enum: ['model', 'part-number', 'similar-spelling', 'not-found'] },
    Product: { anyOf: [{ type: 'null' }, partsListProductSchema] },
    PartNumber: { type: 'string' },
    PartDescription: { type: 'string' },
    Nearest: { type: 'array', items: partsListProductSchema },
    Lifecycle: { anyOf: [{ type: 'null' }, productLifecycleSchema] },
    AdvisoryScope: { type: 'string', enum: ['firmware', 'product'] },
    Advisories: { type: 'array', items: partsListAdvisorySchema },
    HighestSeverity: { anyOf: [{ type: 'null' }, { type: 'string', enum: SEVERITIES }] },
  },
  required: [
    'Line',
    'Input',
    'Firmware',
    'FirmwareRecognised',
    'Match',
    'Product',
    'PartNumber',
    'PartDescription',
    'Nearest',
    'Lifecycle',
    'AdvisoryScope',
    'Advisories',
    'HighestSeverity',
  ],
} as const;

export const partsListReplySchema = {
  type: 'object',
  properties: {
    Results: { type: 'array', items: partsListResultSchema },
    Found: { type: 'integer' },
    NotFound: { type: 'integer' },
  },
  required: ['Results', 'Found', 'NotFound'],
} as const;

// The contract's reply type and the schema the reply is serialised with must say the same: a field added to one
// and not the other is a type error here.
type SchemaReply = FromSchema<typeof partsListReplySchema>;
const replyMatchesSchema: [SchemaReply, PartsListReply] extends [PartsListReply, SchemaReply] ? true : never = true;
void replyMatchesSchema;

/** The body is the list's text (its own parser reads it), so only the reply has a schema. */
export const checkPartsListSchema = {
  response: { 200: envelopeSchema(partsListReplySchema) },
};
