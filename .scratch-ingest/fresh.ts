import pg from 'pg';
const base = 'postgresql://postgres@127.0.0.1:5432/test';
const name = process.argv[3];
const c = new pg.Client({ connectionString: base }); await c.connect();
if (process.argv[2] === 'create') await c.query(`CREATE DATABASE ${name}`); else await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await c.end();
