// `npm run admin -- create <email>` | `list` | `remove <email>` (docs/product.md section C20), with the
// deployment's environment (DATA_DIR or DATABASE_URL), like `npm run db:migrate`.
import { loadConfig } from '../../config.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { listOperators, makeOperator, removeOperator } from './operators.ts';

const USAGE = 'Usage: npm run admin -- create <email> | list | remove <email>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const [command, email] = process.argv.slice(2);
if (!command || !['create', 'list', 'remove'].includes(command) || (command !== 'list' && !(email && EMAIL.test(email)))) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  if (command === 'create' && email) {
    const made = await makeOperator(db, email);
    if (made.already) console.log(`${made.user.email} is already an operator.`);
    else if (made.created) {
      console.log(`Created the operator account ${made.user.email}. Send them this link to set a password (it works once, for an hour):`);
      console.log(`${config.publicUrl}/reset-password?token=${made.passwordToken ?? ''}`);
    } else console.log(`${made.user.email} is now an operator (it was ${made.user.role_before_admin ?? 'an account'}); /admin is theirs when they next load a page.`);
  } else if (command === 'remove' && email) {
    if (await removeOperator(db, email)) console.log(`${email} is no longer an operator; their sessions have ended.`);
    else {
      console.error(`${email} is not an operator.`);
      process.exitCode = 1;
    }
  } else {
    const operators = await listOperators(db);
    if (operators.length === 0) console.log('No operators yet: npm run admin -- create <email>');
    for (const operator of operators) console.log(`${operator.email}\t${operator.name}\tsince ${operator.created_at.slice(0, 10)}`);
  }
} finally {
  await db.destroy();
}
