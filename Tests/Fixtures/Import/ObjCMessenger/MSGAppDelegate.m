#import "MSGNotificationConstants.h"
#import <Intents/Intents.h>
#import <UserNotifications/UserNotifications.h>

NSString *const MSGActionReply = @"REPLY";

@implementation MSGAppDelegate

- (UNNotificationAction *)archiveAction {
    return [UNNotificationAction actionWithIdentifier:MSGActionArchive
                                                title:NSLocalizedString(@"Archive", @"Archive button")
                                              options:UNNotificationActionOptionDestructive | UNNotificationActionOptionAuthenticationRequired];
}

- (void)registerNotificationCategories {
    UNTextInputNotificationAction *reply =
        [UNTextInputNotificationAction actionWithIdentifier:MSGActionReply
                                                      title:NSLocalizedString(@"Reply", @"Reply button")
                                                    options:UNNotificationActionOptionNone
                                       textInputButtonTitle:NSLocalizedString(@"Send", nil)
                                       textInputPlaceholder:@"Message\u2026"];
    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray arrayWithObjects:reply, [self archiveAction], nil];
    if (@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)) {
        [actions addObject:[UNNotificationAction actionWithIdentifier:@"LIKE"
                                                                title:@"Like"
                                                              options:UNNotificationActionOptionForeground
                                                                 icon:[UNNotificationActionIcon iconWithSystemImageName:@"hand.thumbsup"]]];
    }
#if TARGET_OS_IOS
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"CALL" title:@"Call Back" options:UNNotificationActionOptionForeground]];
#endif
    UNNotificationCategory *message =
        [UNNotificationCategory categoryWithIdentifier:MSGCategoryMessage
                                               actions:actions
                                     intentIdentifiers:@[INSendMessageIntentIdentifier]
                         hiddenPreviewsBodyPlaceholder:@"%u new messages"
                                 categorySummaryFormat:@"%u more messages from %@"
                                               options:UNNotificationCategoryOptionCustomDismissAction | UNNotificationCategoryOptionAllowInCarPlay];
    UNNotificationCategory *typing = [UNNotificationCategory categoryWithIdentifier:@"TYPING"
                                                                            actions:@[]
                                                                  intentIdentifiers:@[]
                                                                            options:UNNotificationCategoryOptionNone];
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center setNotificationCategories:[NSSet setWithObjects:message, typing, nil]];
}

@end
