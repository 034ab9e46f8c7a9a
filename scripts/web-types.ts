// The dashboard's GraphQL types (issue 15 point 3): the API schema the gateway serves, printed from
// the checked-in supergraph into web/schema.graphql, and gql.tada's introspection output
// (web/src/graphql-env.d.ts) that types every `graphql()` document in web/src at compile time.
// Run by `npm run supergraph` after it writes the supergraph; test/integration/supergraph-file.test.ts
// fails while either file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { Supergraph } from '@apollo/federation-internals';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The API schema clients see (join__ and link machinery removed), as SDL. */
export function apiSchemaSdl(supergraphSdl: string): string {
  return printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema()) + '\n';
}

export function writeWebTypes(): void {
  writeFileSync(`${root}web/schema.graphql`, apiSchemaSdl(readFileSync(`${root}gateway/supergraph.graphql`, 'utf8')));
  execFileSync(`${root}node_modules/.bin/gql-tada`, ['generate-output', '--tsconfig', `${root}web/tsconfig.json`], { cwd: `${root}web`, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeWebTypes();
