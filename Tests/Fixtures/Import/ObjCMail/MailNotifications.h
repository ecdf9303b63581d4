// A mail app with a Mac version: C helper functions, options built up in a variable, a different action set on
// macOS than on iOS, and an array made with arrayWithObjects:.
#import <UserNotifications/UserNotifications.h>

#define MAIL_CATEGORY_NEW_MESSAGE @"NEW_MESSAGE"
#define MAIL_CATEGORY_FLAGGED @"FLAGGED"
#define MAIL_ACTION(name) @"mail.action." name

void MailRegisterNotificationCategories(void);
