import { Island } from '../../components/island';
import { FaqHubPage } from './faq-hub-page';
import { LearnFaqPage } from './learn-faq-page';
import { TeachFaqPage } from './teach-faq-page';

/** The FAQ screens search and filter as the reader types, so each is one island on its page. */
export const FaqHubScreen = () => <Island name="faq-hub" component={FaqHubPage} />;
export const LearnFaqScreen = () => <Island name="faq-learn" component={LearnFaqPage} />;
export const TeachFaqScreen = () => <Island name="faq-teach" component={TeachFaqPage} />;
