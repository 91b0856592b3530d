import { RolloutConsole } from '../features/console/RolloutConsole';

/** The rollout console, `/ops`: for the people who roll out the sections' releases, kept out of menus and search. */
export default function OpsPage() {
  return <RolloutConsole />;
}
