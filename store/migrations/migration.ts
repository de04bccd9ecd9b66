export interface Migration {
  version: number;
  name: string;
  /** Runs on both stores unless `postgres` is given. */
  sql: string;
  /** The same migration in PostgreSQL's dialect, only where it differs (see store/migrations/README.md). */
  postgres?: string;
}
