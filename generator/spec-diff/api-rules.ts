/**
 * Which API changes break existing clients, after oasdiff's checks (its ERR level is breaking;
 * its WARN and INFO levels are not). One entry per kind of change, with the reason a reviewer reads.
 */
export interface ApiRule {
  breaking: boolean;
  reason: string;
}

export const API_RULES = {
  'operation-added': { breaking: false, reason: 'A new call: no client uses it yet.' },
  'operation-removed': { breaking: true, reason: 'Clients still calling it get an error.' },
  'path-changed': { breaking: true, reason: 'Clients still call the old path.' },
  'method-changed': { breaking: true, reason: 'Clients still call with the old method.' },
  'operation-id-changed': { breaking: true, reason: "The generated client's function of the old name is gone." },
  'security-added': { breaking: true, reason: 'Clients calling without the new credentials are refused.' },
  'security-relaxed': { breaking: false, reason: 'Every client that could call still can.' },
  'servers-changed': { breaking: false, reason: 'Where the call is sent, not what it sends or gets (oasdiff does not count it).' },
  'parameter-added-required': { breaking: true, reason: 'Clients that do not send it are refused.' },
  'parameter-added-optional': { breaking: false, reason: 'Clients that do not send it still work.' },
  'parameter-removed': { breaking: false, reason: 'The server ignores it when a client still sends it (oasdiff warns).' },
  'parameter-became-required': { breaking: true, reason: 'Clients that leave it out are refused.' },
  'parameter-became-optional': { breaking: false, reason: 'Clients that send it still work.' },
  'request-body-added-required': { breaking: true, reason: 'Clients that send no body are refused.' },
  'request-body-added-optional': { breaking: false, reason: 'Clients that send no body still work.' },
  'request-body-removed': { breaking: false, reason: 'The server ignores a body a client still sends (oasdiff warns).' },
  'request-media-type-added': { breaking: false, reason: 'Clients keep sending the types that were accepted.' },
  'request-media-type-removed': { breaking: true, reason: 'Clients sending that type are refused.' },
  'request-property-added-required': { breaking: true, reason: 'Clients that do not send it are refused.' },
  'request-property-added-optional': { breaking: false, reason: 'Clients that do not send it still work.' },
  'request-property-became-required': { breaking: true, reason: 'Clients that leave it out are refused.' },
  'request-property-became-optional': { breaking: false, reason: 'Clients that send it still work.' },
  'request-property-removed': { breaking: false, reason: 'The server ignores it when a client still sends it (oasdiff warns).' },
  'request-type-narrowed': { breaking: true, reason: 'Values clients send today are refused.' },
  'request-type-widened': { breaking: false, reason: 'Every value accepted before still is.' },
  'request-enum-value-removed': { breaking: true, reason: 'Clients sending a removed value are refused.' },
  'request-enum-value-added': { breaking: false, reason: 'Every value accepted before still is.' },
  'request-limit-tightened': { breaking: true, reason: 'Values clients send today can be refused.' },
  'request-limit-loosened': { breaking: false, reason: 'Every value accepted before still is.' },
  'request-pattern-changed': { breaking: false, reason: 'Some values may now be refused; oasdiff only warns, so check by hand.' },
  'response-success-added': { breaking: false, reason: 'A new answer clients have not seen; oasdiff does not count it.' },
  'response-success-removed': { breaking: true, reason: 'Clients expecting that success answer no longer get it.' },
  'response-status-added': { breaking: false, reason: 'An error answer clients treat as any failure.' },
  'response-status-removed': { breaking: false, reason: 'An error answer clients no longer get.' },
  'response-media-type-added': { breaking: false, reason: 'Clients keep getting the types they asked for.' },
  'response-media-type-removed': { breaking: true, reason: 'Clients reading that type no longer get it.' },
  'response-property-added': { breaking: false, reason: 'Clients ignore a field they do not know.' },
  'response-property-removed': { breaking: true, reason: 'Clients reading it get nothing.' },
  'response-property-became-optional': { breaking: true, reason: 'Clients relying on it can find it missing.' },
  'response-property-became-required': { breaking: false, reason: 'Clients get it more often than before.' },
  'response-type-changed': { breaking: true, reason: 'Clients reading it get a value of another type.' },
  'response-enum-value-added': {
    breaking: false,
    reason: 'oasdiff only warns; a client that checks responses against the old list (as the generated one does) refuses the value.',
  },
  'response-enum-value-removed': { breaking: false, reason: 'Clients no longer get a value they handle.' },
  'response-limit-changed': { breaking: false, reason: 'oasdiff warns at most; check clients that rely on the old limits.' },
  'description-changed': { breaking: false, reason: 'Documentation only.' },
  'schema-changed': { breaking: true, reason: 'A change these rules do not classify counts as breaking until a reviewer decides.' },
} as const satisfies Record<string, ApiRule>;

export type ApiRuleId = keyof typeof API_RULES;

/** One classified difference of an operation, before it becomes a Change. */
export interface ApiFinding {
  rule: ApiRuleId;
  detail: string;
}
