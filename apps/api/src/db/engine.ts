/** Which database the shop runs on: the embedded SQLite (one process) or PostgreSQL (any number). */
export type Engine = 'sqlite' | 'postgres';
