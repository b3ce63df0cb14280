import type { Decorator } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Form } from './Form.tsx';

/**
 * Puts a field in a form with a submit button, so a story can show the errors react-aria reveals when
 * the shopper submits (native validation waits for that moment).
 */
export const inForm: Decorator = (Story) => (
  <Form onSubmit={(event) => event.preventDefault()}>
    <Story />
    <Button type="submit">Submit</Button>
  </Form>
);
