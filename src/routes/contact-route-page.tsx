import { Box } from '@mantine/core';
import { ContactSection } from '../features/contact/contact-section';
import { Island } from '../shared/islands/island';

// /contact is the home page's contact section as a page of its own (its heading the page's h1): the
// details are the HTML they are, the form wakes when it is seen, as on the home page.
export default function ContactRoutePage() {
  return (
    <Box py="lg">
      <Island name="contact" component={ContactSection} props={{ page: true }} hydrate="visible" />
    </Box>
  );
}
