/** The configuration's problems for an environment, as the server would print them at start. */
import { type ConfigError, loadConfig } from '../../src/server/config.ts';

export function configProblems(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}
