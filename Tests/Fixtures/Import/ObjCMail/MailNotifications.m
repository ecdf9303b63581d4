#import "MailNotifications.h"

static NSString *const MailActionPrefix = @"mail.";

static UNNotificationAction *MailAction(NSString *name, NSString *title, UNNotificationActionOptions options) {
    return [UNNotificationAction actionWithIdentifier:[NSString stringWithFormat:@"%@%@", MailActionPrefix, name]
                                                title:title
                                              options:options];
}

void MailRegisterNotificationCategories(void) {
    UNNotificationActionOptions trashOptions = UNNotificationActionOptionDestructive;
    trashOptions |= UNNotificationActionOptionAuthenticationRequired;
    NSArray *actions;
#if TARGET_OS_OSX
    actions = [NSArray arrayWithObjects:MailAction(@"reply", @"Reply", UNNotificationActionOptionForeground),
                                        MailAction(@"trash", @"Trash", trashOptions), nil];
#else
    actions = [NSArray arrayWithObjects:MailAction(@"archive", @"Archive", UNNotificationActionOptionNone),
                                        MailAction(@"trash", @"Trash", trashOptions), nil];
#endif
    UNNotificationCategory *newMessage = [UNNotificationCategory categoryWithIdentifier:MAIL_CATEGORY_NEW_MESSAGE
                                                                                actions:actions
                                                                      intentIdentifiers:@[]
                                                                                options:UNNotificationCategoryOptionHiddenPreviewsShowTitle];
    UNNotificationCategory *flagged = [UNNotificationCategory categoryWithIdentifier:MAIL_CATEGORY_FLAGGED
                                                                             actions:[actions arrayByAddingObject:MailAction(@"unflag", @"Unflag", 0)]
                                                                   intentIdentifiers:@[]
                                                                             options:UNNotificationCategoryOptionHiddenPreviewsShowTitle | UNNotificationCategoryOptionHiddenPreviewsShowSubtitle];
    dispatch_async(dispatch_get_main_queue(), ^{
        [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithArray:@[newMessage, flagged]]];
    });
}
